# uncaught: float('nan').as_integer_ratio()
float('nan').as_integer_ratio()
