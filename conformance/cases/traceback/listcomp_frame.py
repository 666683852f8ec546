# a list comprehension shows its <listcomp> frame
x = [i + "a" for i in range(3)]
