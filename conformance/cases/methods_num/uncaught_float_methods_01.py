# uncaught: float('inf').as_integer_ratio()
float('inf').as_integer_ratio()
