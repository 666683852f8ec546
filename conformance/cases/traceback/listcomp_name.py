# an undefined name in a comprehension
x = [undefined for i in range(3)]
