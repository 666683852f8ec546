# an error in a while condition
n = None
while n > 0:
    n -= 1
