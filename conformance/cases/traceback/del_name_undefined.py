# del of an undefined global among several targets
a = 1
del a, b
