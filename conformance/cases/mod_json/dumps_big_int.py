# json.dumps of ints past the digit limit raises ValueError
import json
print(len(json.dumps(10 ** 4299)), json.dumps([2 ** 64, -2 ** 100]))
for v in [10 ** 4300, {'a': 10 ** 5000}, [1, -10 ** 4400]]:
    try:
        json.dumps(v)
    except ValueError as e:
        print('ValueError', e)
try:
    json.dumps({10 ** 4300: 1})
except ValueError as e:
    print('ValueError', e)
