# uncaught: round(float('nan'))
round(float('nan'))
