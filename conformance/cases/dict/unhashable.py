# unhashable dict key in a literal
try:
    {[1]: 2}
except TypeError as e:
    print(e)
try:
    {{}: 1}
except TypeError as e:
    print(e)
try:
    {1: 2}.get([1])
except TypeError as e:
    print(e)
