# uncaught unsupported operand TypeError
x = None
y = x + 1
