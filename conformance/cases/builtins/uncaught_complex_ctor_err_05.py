# uncaught: complex(1, 2, 3)
complex(1, 2, 3)
