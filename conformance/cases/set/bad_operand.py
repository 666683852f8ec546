# set operators with a list operand
try:
    {1} | [2]
except TypeError as e:
    print(e)
try:
    {1} - (1,)
except TypeError as e:
    print(e)
