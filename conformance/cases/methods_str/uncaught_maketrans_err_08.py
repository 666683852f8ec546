# uncaught: 'abc'.translate({97: 0x110000})
'abc'.translate({97: 0x110000})
