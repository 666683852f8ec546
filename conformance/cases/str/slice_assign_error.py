# strings do not support slice assignment
s = "abc"
try:
    s[1:2] = "x"
except TypeError as e:
    print(e)
try:
    del s[0]
except TypeError as e:
    print(e)
