# json.loads accepts str subclasses
import json
class S(str):
    pass
print(json.loads(S('[1, "a", {"b": null}]')), json.loads(S('3.5')))
class B(bytes):
    pass
print(json.loads(B(b'{"k": [true]}')))
