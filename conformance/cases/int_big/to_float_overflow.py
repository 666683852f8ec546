# converting a huge int to float overflows
try:
    float(10**400)
except OverflowError as e:
    print(e)
try:
    10**400 / 1
except OverflowError as e:
    print(e)
try:
    1.5 * 10**400
except OverflowError as e:
    print(e)
