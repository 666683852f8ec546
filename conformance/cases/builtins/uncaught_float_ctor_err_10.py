# uncaught: float('0x1p3')
float('0x1p3')
