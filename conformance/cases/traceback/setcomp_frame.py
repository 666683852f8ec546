# a set comprehension shows its <setcomp> frame
x = {1 / i for i in range(3)}
