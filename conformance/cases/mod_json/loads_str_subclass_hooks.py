# json.loads of a str subclass with hooks
import json
class S(str):
    pass
print(json.loads(S('{"a": 1.5}'), parse_float=str), json.loads(S('[1, 2]'), object_hook=dict))
