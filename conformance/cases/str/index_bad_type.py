# string indices must be integers
s, k, f = "abc", "1", 1.0
try:
    s[k]
except TypeError as e:
    print(e)
try:
    s[f]
except TypeError as e:
    print(e)
