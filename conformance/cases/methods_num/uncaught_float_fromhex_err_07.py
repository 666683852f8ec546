# uncaught: float.fromhex(1)
float.fromhex(1)
