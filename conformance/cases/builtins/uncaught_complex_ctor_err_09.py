# uncaught: complex(None)
complex(None)
