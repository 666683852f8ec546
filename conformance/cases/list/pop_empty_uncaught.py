# pop from an empty list uncaught
[].pop()
