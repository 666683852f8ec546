# uncaught: (1).to_bytes(foo=1)
(1).to_bytes(foo=1)
