"""Read the libraries an ELF file asks for (its DT_NEEDED entries), with no tool beyond Python.

The spec uses this to drop libraries from the bundle that the .deb's Depends provide, build.py to write
those Depends, and the packaging test to check that nothing the bundle asks for is left unprovided.
Only what those three need is parsed: 32- and 64-bit, either byte order, the dynamic section.
"""

from __future__ import annotations

import struct
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
_PT_DYNAMIC = 2
_PT_LOAD = 1
_DT_NULL, _DT_NEEDED, _DT_STRTAB = 0, 1, 5


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            return handle.read(4) == ELF_MAGIC
    except OSError:
        return False


def needed(path: Path) -> list[str]:
    """The sonames `path` links against, in file order; [] for a static or non-ELF file."""
    data = Path(path).read_bytes()
    if data[:4] != ELF_MAGIC:
        return []
    wide = data[4] == 2  # ELFCLASS64
    order = "<" if data[5] == 1 else ">"
    if wide:
        phoff, phentsize, phnum = (
            struct.unpack_from(order + "Q", data, 32)[0],
            *struct.unpack_from(order + "HH", data, 54),
        )
        ph_fmt, dyn_fmt = order + "IIQQQQQQ", order + "qQ"
    else:
        phoff, phentsize, phnum = (
            struct.unpack_from(order + "I", data, 28)[0],
            *struct.unpack_from(order + "HH", data, 42),
        )
        ph_fmt, dyn_fmt = order + "IIIIIIII", order + "iI"
    loads, dynamic = [], None
    for index in range(phnum):
        fields = struct.unpack_from(ph_fmt, data, phoff + index * phentsize)
        if wide:
            p_type, _flags, offset, vaddr, _paddr, filesz, _memsz, _align = fields
        else:
            p_type, offset, vaddr, _paddr, filesz, _memsz, _flags, _align = fields
        if p_type == _PT_LOAD:
            loads.append((vaddr, offset, filesz))
        elif p_type == _PT_DYNAMIC:
            dynamic = (offset, filesz)
    if dynamic is None:
        return []
    entries, strtab_addr = [], None
    size = struct.calcsize(dyn_fmt)
    for pos in range(dynamic[0], dynamic[0] + dynamic[1], size):
        tag, value = struct.unpack_from(dyn_fmt, data, pos)
        if tag == _DT_NULL:
            break
        if tag == _DT_NEEDED:
            entries.append(value)
        elif tag == _DT_STRTAB:
            strtab_addr = value
    if strtab_addr is None:
        return []
    # DT_STRTAB holds an address in memory; the LOAD segment that maps it gives its place in the file.
    strtab = next(off + strtab_addr - va for va, off, sz in loads if va <= strtab_addr < va + sz)
    names = []
    for entry in entries:
        start = strtab + entry
        names.append(data[start : data.index(b"\0", start)].decode())
    return names
