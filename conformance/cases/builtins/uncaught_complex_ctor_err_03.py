# uncaught: complex(1, '2')
complex(1, '2')
