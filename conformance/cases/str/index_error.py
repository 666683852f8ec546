# out-of-range string index
s = "abc"
try:
    s[3]
except IndexError as e:
    print(e)
try:
    s[-4]
except IndexError as e:
    print(e)
