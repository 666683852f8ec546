# re.RegexFlag, as CPython 3.11's re module defines it: an enum.IntFlag
# whose members are the module's flag constants, shown as re.NAME.
# modules/re_flags.go runs this source when a program first reads a flag
# (enum costs a few milliseconds to import) and copies the names into re.

import enum


class RegexFlag(enum.IntFlag, boundary=enum.KEEP):
    NOFLAG = 0
    ASCII = A = 256
    IGNORECASE = I = 2
    LOCALE = L = 4
    UNICODE = U = 32
    MULTILINE = M = 8
    DOTALL = S = 16
    VERBOSE = X = 64
    TEMPLATE = T = 1
    DEBUG = 128
    __str__ = object.__str__
    _numeric_repr_ = hex


RegexFlag.__module__ = "re"
RegexFlag.__qualname__ = "RegexFlag"
RegexFlag = enum.global_enum(RegexFlag)
