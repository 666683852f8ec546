# < between int and str
print(1 < "a")
