# object() instances have no attributes
o = object()
try:
    o.x = 1
except AttributeError as e:
    print(e)
print(type(o).__name__)
