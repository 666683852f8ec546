# in on a non-container is a TypeError
try:
    1 in 5
except TypeError as e:
    print(e)
try:
    1 in "abc"
except TypeError as e:
    print(e)
