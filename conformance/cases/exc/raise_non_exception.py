# raising something that is not an exception
try:
    raise 5
except TypeError as e:
    print(e)
try:
    raise "s"
except TypeError as e:
    print(e)
