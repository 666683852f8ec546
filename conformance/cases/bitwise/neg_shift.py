# negative shift count
try:
    1 << -1
except ValueError as e:
    print(e)
try:
    1 >> -1
except ValueError as e:
    print(e)
