# raise from a non-exception value
try:
    raise ValueError("x") from 5
except TypeError as e:
    print(e)
