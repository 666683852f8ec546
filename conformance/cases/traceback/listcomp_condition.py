# a failing condition
x = [i for i in range(3) if i / 0]
