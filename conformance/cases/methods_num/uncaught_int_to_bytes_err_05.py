# uncaught: (1).to_bytes(-1, 'big')
(1).to_bytes(-1, 'big')
