# uncaught: complex(x=1)
complex(x=1)
