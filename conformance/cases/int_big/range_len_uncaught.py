# len of a huge range uncaught
print(len(range(2**64)))
