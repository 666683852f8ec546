# a dict comprehension shows its <dictcomp> frame
x = {i: 1 / i for i in range(3)}
