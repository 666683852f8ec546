# uncaught: pow(1j, 2, 3)
pow(1j, 2, 3)
