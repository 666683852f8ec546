# the wildcard matches anything and binds nothing
match 42:
    case _:
        print("matched")
try:
    _
except NameError as e:
    print(e)
