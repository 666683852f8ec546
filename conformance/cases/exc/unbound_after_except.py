# the exception name is deleted after the except block
e = "before"
try:
    raise ValueError("x")
except ValueError as e:
    print("in block", e)
try:
    print(e)
except NameError as err:
    print(err)
