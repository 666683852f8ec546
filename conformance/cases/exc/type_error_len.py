# len of an int uncaught
len(5)
