# float power overflow message
try:
    10.0 ** 400
except OverflowError as e:
    print(repr(e))
try:
    2.0 ** 10000
except OverflowError as e:
    print(e.args)
