# using the except-as name after the block is a NameError
try:
    1 / 0
except ZeroDivisionError as err:
    pass
print(err)
