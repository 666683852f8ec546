# json's encoder and decoder classes: subclassing default(), cls=, hooks, raw_decode
import json, datetime, decimal, enum


class Color(enum.Enum):
    RED = "red"


class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (datetime.date, datetime.datetime)):
            return o.isoformat()
        if isinstance(o, decimal.Decimal):
            return float(o)
        if isinstance(o, set):
            return sorted(o)
        if isinstance(o, Color):
            return o.value
        return super().default(o)


data = {"when": datetime.datetime(2024, 5, 1, 12, 30), "d": datetime.date(2024, 1, 2), "price": decimal.Decimal("1.25"),
        "tags": {"b", "a"}, "color": Color.RED, "n": [1, 2.5, None, True]}
print(json.dumps(data, cls=Enc))
print(json.dumps(data, cls=Enc, indent=2, sort_keys=True))
print(Enc().encode({"x": {3, 1}}), Enc(indent=1).encode([1, 2]))
try:
    json.dumps({"o": object()}, cls=Enc)
except TypeError as e:
    print("TypeError:", e)
try:
    json.JSONEncoder().encode(object())
except TypeError as e:
    print("TypeError:", e)
e = json.JSONEncoder(indent=4, separators=(",", "="), sort_keys=True)
print(e.indent, e.item_separator, e.key_separator, e.sort_keys, e.skipkeys, e.ensure_ascii, e.check_circular, e.allow_nan)
print(e.encode({"b": 1, "a": [1, 2]}))
print(json.JSONEncoder(default=str).encode({"d": datetime.date(2020, 1, 1)}))


class Dec(json.JSONDecoder):
    def __init__(self, *args, **kwargs):
        super().__init__(object_hook=self.hook, *args, **kwargs)

    def hook(self, d):
        if "when" in d:
            d["when"] = datetime.datetime.fromisoformat(d["when"])
        return d


print(json.loads('{"when": "2024-05-01T12:30:00", "x": [1]}', cls=Dec))
d = json.JSONDecoder()
print(d.decode('{"a": 1}'), d.raw_decode('{"a": 1} trailing'), d.raw_decode('xx[1, 2]yy', 2))
text = 'Here is the result: {"answer": 42, "items": ["a", "b"]} -- end'
start = text.index("{")
obj, end = json.JSONDecoder().raw_decode(text[start:])
print(obj, end, text[start + end:])
for bad, idx in (("  1", 0), ("[1,", 0), ('"é" x', 0), ("é[1]", 1)):
    try:
        print(d.raw_decode(bad, idx))
    except json.JSONDecodeError as err:
        print("JSONDecodeError:", err, err.pos)
print(json.loads("1.5", cls=json.JSONDecoder, parse_float=str), json.loads(b'{"a": 2}', cls=json.JSONDecoder))
dec = json.JSONDecoder(parse_int=float, strict=False)
print(dec.decode('[1, "a\\tb"]'), dec.strict, dec.parse_float is float, dec.object_hook)
print(json.loads('{"a": NaN}', cls=json.JSONDecoder, parse_constant=lambda c: "const:" + c))
print(sorted(n for n in json.__all__))
print(issubclass(json.JSONDecodeError, ValueError), json.JSONDecodeError.__mro__[1].__name__)
print(json.dumps.__name__, json.loads.__name__, json.dump.__name__, json.load.__name__, json.JSONDecoder.raw_decode.__name__)
