/// The TongDaXin formulas of the built-in indicators as TongDaXin publishes them in its system formula set
/// (公式管理器 → 技术指标公式), with the parameter names and defaults of the built-ins. Each is paired with the
/// built-in it must equal, bit for bit.
enum PublishedFormulas {
    /// How a published formula relates to its built-in.
    enum Agreement: Sendable {
        /// Bit for bit on every bar.
        case exact
        /// Bit for bit against the built-in with K and D seeded by the first RSV (`KDJSeed.firstValue`): the
        /// formula's SMA starts from its first input, while the built-in's default starts K and D at 50, the
        /// textbook rule (MyTT's KDJ is this formula, and so agrees with `.firstValue`).
        case kdjFirstValueSeed
        /// The built-in counts the first bar, which has no previous close, as unchanged (true range H − L, no
        /// up or down volume, OBV 0); the formula reads `REF(CLOSE,1)` there as missing, so its windows start a
        /// bar later. Where both have values they agree to 1e-9 (relative); the formula's first value comes
        /// at most one bar later than the built-in's.
        case firstBarWithoutPreviousClose
    }

    struct Case: Sendable {
        var builtIn: String
        var parameters: [Double]
        var formula: String
        var agreement: Agreement = .exact
    }

    static let cases: [Case] = [
        Case(builtIn: "MA", parameters: [5, 10, 20, 60], formula: """
            INPUT: M1(5), M2(10), M3(20), M4(60);
            OVERLAY;
            MA1:MA(CLOSE,M1); MA2:MA(CLOSE,M2); MA3:MA(CLOSE,M3); MA4:MA(CLOSE,M4);
            """),
        Case(builtIn: "VOL", parameters: [5, 10], formula: """
            INPUT: M1(5), M2(10);
            VOLUME:VOL,VOLSTICK; MAVOL1:MA(VOLUME,M1); MAVOL2:MA(VOLUME,M2);
            """),
        Case(builtIn: "MACD", parameters: [12, 26, 9], formula: """
            INPUT: SHORT(12), LONG(26), MID(9);
            DIF:EMA(CLOSE,SHORT)-EMA(CLOSE,LONG);
            DEA:EMA(DIF,MID);
            MACD:(DIF-DEA)*2,COLORSTICK;
            """),
        Case(builtIn: "KDJ", parameters: [9, 3, 3], formula: """
            INPUT: N(9), M1(3), M2(3);
            RSV:=(CLOSE-LLV(LOW,N))/(HHV(HIGH,N)-LLV(LOW,N))*100;
            K:SMA(RSV,M1,1);
            D:SMA(K,M2,1);
            J:3*K-2*D;
            """, agreement: .kdjFirstValueSeed),
        Case(builtIn: "RSI", parameters: [6, 12, 24], formula: """
            INPUT: N1(6), N2(12), N3(24);
            LC:=REF(CLOSE,1);
            RSI1:SMA(MAX(CLOSE-LC,0),N1,1)/SMA(ABS(CLOSE-LC),N1,1)*100;
            RSI2:SMA(MAX(CLOSE-LC,0),N2,1)/SMA(ABS(CLOSE-LC),N2,1)*100;
            RSI3:SMA(MAX(CLOSE-LC,0),N3,1)/SMA(ABS(CLOSE-LC),N3,1)*100;
            """),
        Case(builtIn: "BOLL", parameters: [20, 2], formula: """
            INPUT: M(20), P(2);
            OVERLAY;
            BOLL:MA(CLOSE,M);
            UB:BOLL+P*STD(CLOSE,M);
            LB:BOLL-P*STD(CLOSE,M);
            """),
        Case(builtIn: "BIAS", parameters: [6, 12, 24], formula: """
            INPUT: N1(6), N2(12), N3(24);
            BIAS1:(CLOSE-MA(CLOSE,N1))/MA(CLOSE,N1)*100;
            BIAS2:(CLOSE-MA(CLOSE,N2))/MA(CLOSE,N2)*100;
            BIAS3:(CLOSE-MA(CLOSE,N3))/MA(CLOSE,N3)*100;
            """),
        Case(builtIn: "WR", parameters: [10, 6], formula: """
            INPUT: N(10), N1(6);
            WR1:100*(HHV(HIGH,N)-CLOSE)/(HHV(HIGH,N)-LLV(LOW,N));
            WR2:100*(HHV(HIGH,N1)-CLOSE)/(HHV(HIGH,N1)-LLV(LOW,N1));
            """),
        Case(builtIn: "CCI", parameters: [14], formula: """
            INPUT: N(14);
            TYP:=(HIGH+LOW+CLOSE)/3;
            CCI:(TYP-MA(TYP,N))/(0.015*AVEDEV(TYP,N));
            """),
        Case(builtIn: "ROC", parameters: [12, 6], formula: """
            INPUT: N(12), M(6);
            ROC:100*(CLOSE-REF(CLOSE,N))/REF(CLOSE,N);
            MAROC:MA(ROC,M);
            """),
        Case(builtIn: "MTM", parameters: [12, 6], formula: """
            INPUT: N(12), M(6);
            MTM:CLOSE-REF(CLOSE,N);
            MTMMA:MA(MTM,M);
            """),
        Case(builtIn: "PSY", parameters: [12, 6], formula: """
            INPUT: N(12), M(6);
            PSY:COUNT(CLOSE>REF(CLOSE,1),N)/N*100;
            PSYMA:MA(PSY,M);
            """),
        Case(builtIn: "TRIX", parameters: [12, 9], formula: """
            INPUT: N(12), M(9);
            MTR:=EMA(EMA(EMA(CLOSE,N),N),N);
            TRIX:(MTR-REF(MTR,1))/REF(MTR,1)*100;
            MATRIX:MA(TRIX,M);
            """),
        Case(builtIn: "DMI", parameters: [14, 6], formula: """
            INPUT: N(14), M(6);
            MTR:=SUM(MAX(MAX(HIGH-LOW,ABS(HIGH-REF(CLOSE,1))),ABS(REF(CLOSE,1)-LOW)),N);
            HD:=HIGH-REF(HIGH,1);
            LD:=REF(LOW,1)-LOW;
            DMP:=SUM(IF(HD>0&&HD>LD,HD,0),N);
            DMM:=SUM(IF(LD>0&&LD>HD,LD,0),N);
            PDI:DMP*100/MTR;
            MDI:DMM*100/MTR;
            ADX:MA(ABS(MDI-PDI)/(MDI+PDI)*100,M);
            ADXR:(ADX+REF(ADX,M))/2;
            """, agreement: .firstBarWithoutPreviousClose),
        Case(builtIn: "BRAR", parameters: [26], formula: """
            INPUT: N(26);
            BR:SUM(MAX(0,HIGH-REF(CLOSE,1)),N)/SUM(MAX(0,REF(CLOSE,1)-LOW),N)*100;
            AR:SUM(HIGH-OPEN,N)/SUM(OPEN-LOW,N)*100;
            """, agreement: .firstBarWithoutPreviousClose),
        Case(builtIn: "CR", parameters: [26, 10, 20, 40, 62], formula: """
            INPUT: N(26), M1(10), M2(20), M3(40), M4(62);
            MID:=REF(HIGH+LOW,1)/2;
            CR:SUM(MAX(0,HIGH-MID),N)/SUM(MAX(0,MID-LOW),N)*100;
            MA1:REF(MA(CR,M1),M1/2.5+1);
            MA2:REF(MA(CR,M2),M2/2.5+1);
            MA3:REF(MA(CR,M3),M3/2.5+1);
            MA4:REF(MA(CR,M4),M4/2.5+1);
            """, agreement: .firstBarWithoutPreviousClose),
        Case(builtIn: "ATR", parameters: [14], formula: """
            INPUT: N(14);
            MTR:MAX(MAX((HIGH-LOW),ABS(REF(CLOSE,1)-HIGH)),ABS(REF(CLOSE,1)-LOW));
            ATR:MA(MTR,N);
            """, agreement: .firstBarWithoutPreviousClose),
        Case(builtIn: "OBV", parameters: [30], formula: """
            INPUT: M(30);
            VA:=IF(CLOSE>REF(CLOSE,1),VOL,-VOL);
            OBV:SUM(IF(CLOSE=REF(CLOSE,1),0,VA),0);
            MAOBV:MA(OBV,M);
            """, agreement: .firstBarWithoutPreviousClose),
        Case(builtIn: "BBI", parameters: [3, 6, 12, 24], formula: """
            INPUT: M1(3), M2(6), M3(12), M4(24);
            OVERLAY;
            BBI:(MA(CLOSE,M1)+MA(CLOSE,M2)+MA(CLOSE,M3)+MA(CLOSE,M4))/4;
            """),
        Case(builtIn: "DMA", parameters: [10, 50, 10], formula: """
            INPUT: N1(10), N2(50), M(10);
            DIF:MA(CLOSE,N1)-MA(CLOSE,N2);
            DIFMA:MA(DIF,M);
            """),
        Case(builtIn: "VR", parameters: [26, 6], formula: """
            INPUT: N(26), M(6);
            TH:=SUM(IF(CLOSE>REF(CLOSE,1),VOL,0),N);
            TL:=SUM(IF(CLOSE<REF(CLOSE,1),VOL,0),N);
            TQ:=SUM(IF(CLOSE=REF(CLOSE,1),VOL,0),N);
            VR:100*(TH*2+TQ)/(TL*2+TQ);
            MAVR:MA(VR,M);
            """, agreement: .firstBarWithoutPreviousClose),
        Case(builtIn: "EMV", parameters: [14, 9], formula: """
            INPUT: N(14), M(9);
            VOLUME:=MA(VOL,N)/VOL;
            MID:=100*(HIGH+LOW-REF(HIGH+LOW,1))/(HIGH+LOW);
            EMV:MA(MID*VOLUME*(HIGH-LOW)/MA(HIGH-LOW,N),N);
            MAEMV:MA(EMV,M);
            """),
    ]
}
