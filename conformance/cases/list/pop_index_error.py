# pop with out-of-range index
try:
    [1].pop(5)
except IndexError as e:
    print(e)
