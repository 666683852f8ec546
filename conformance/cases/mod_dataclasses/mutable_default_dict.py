# dict and set defaults are refused
from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass, FrozenInstanceError, InitVar, KW_ONLY, MISSING, make_dataclass

for d in ({}, set()):
    try:
        @dataclass
        class Bad:
            x: object = d
    except ValueError as e:
        print(e)
