# catching with a variable holding the class
Err = KeyError
try:
    raise Err("k")
except Err as e:
    print("caught", e)
