# the first iterable is evaluated when the generator expression is created
def src():
    print("src evaluated")
    return [1, 2]
g = (x for x in src())
print("created")
try:
    (x for x in 10)
except TypeError as e:
    print("eager error:", e)
