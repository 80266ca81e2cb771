<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" sourcelanguage="en">
<context>
    <name>rules</name>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>GM override: {what} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>GM override: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Phase: {phase}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Roll {expr}{faces} = {total} ({purpose}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Round {round} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>Round {round} ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The encounter begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>The encounter ends: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} is skipped ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor} rolls {expr}{faces} = {total} ({purpose}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor}'s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{actor}: {action}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{a} and {b} are engaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{a} and {b} are no longer engaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{field} {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is no longer {condition} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is no longer {flag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {flag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is now {status}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is revealed by the GM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is {condition} for {rounds} round(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} is {condition}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} joins the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} leaves the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} moves to {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name} steps out of hiding to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}'s stat block: {changes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {condition} has {remaining} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{name}: {resource} {was} → {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{purpose}, {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{side} join the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py"/>
        <source>{status} ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
