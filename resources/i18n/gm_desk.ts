<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" sourcelanguage="en">
<context>
    <name>rules</name>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="138"/>
        <source>GM override: {what} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="139"/>
        <source>GM override: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="56"/>
        <source>Phase: {phase}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="73"/>
        <source>Roll {expr}{faces} = {total} ({purpose}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="52"/>
        <source>Round {round} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="54"/>
        <source>Round {round} ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="50"/>
        <source>The encounter begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="135"/>
        <source>The encounter ends: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="162"/>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="60"/>
        <source>{actor} ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="62"/>
        <source>{actor} is skipped ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="72"/>
        <source>{actor} rolls {expr}{faces} = {total} ({purpose}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="58"/>
        <source>{actor}'s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="64"/>
        <source>{actor}: {action}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="93"/>
        <source>{a} and {b} are engaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="95"/>
        <source>{a} and {b} are no longer engaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="161"/>
        <source>{count} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="159"/>
        <source>{field} changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="155"/>
        <source>{field} removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="157"/>
        <source>{field} {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="118"/>
        <source>{name} is no longer {condition} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="133"/>
        <source>{name} is no longer {flag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="132"/>
        <source>{name} is now {flag}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="88"/>
        <source>{name} is now {status}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="99"/>
        <source>{name} is revealed by the GM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="103"/>
        <source>{name} is {condition} for {rounds} round(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="109"/>
        <source>{name} is {condition}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="125"/>
        <source>{name} joins the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="127"/>
        <source>{name} leaves the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="91"/>
        <source>{name} moves to {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="98"/>
        <source>{name} steps out of hiding to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="143"/>
        <source>{name}'s stat block: {changes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="111"/>
        <source>{name}: {condition} has {remaining} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="75"/>
        <source>{name}: {resource} {was} → {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="69"/>
        <source>{purpose}, {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="129"/>
        <source>{side} join the fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gm_desk/rules/words.py" line="85"/>
        <source>{status} ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
