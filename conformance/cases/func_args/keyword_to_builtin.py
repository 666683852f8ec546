# keywords to builtins that take none
try:
    len(obj=[1])
except TypeError as e:
    print(e)
try:
    print("x", bogus=1)
except TypeError as e:
    print(e)
