#!/usr/bin/env bash
# Renders the README's gallery (docs/gallery/*.png) anew from the data in ../shared/data with the current
# build, one command per picture, so the pictures always show what the code draws. Open them afterwards.
# Usage: scripts/gallery.sh [OUT_DIR]    (default docs/gallery)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/gallery}"
data="../shared/data"
mkdir -p "$out"
swift build --product livechart >&2
lc="$(swift build --show-bin-path)/livechart"
run() { echo "livechart $*" >&2; "$lc" "$@"; }

run -o "$out/sample-aapl.png"
run kline docs/examples/sydney-fall-back-5m.csv --timezone Australia/Sydney --separators day --crosshair 2025-04-06T02:30 --size 1000x500 -o "$out/dst-sydney-fall-back.png"
run kline docs/examples/new-york-spring-forward-5m.csv --timezone America/New_York --separators day --size 1000x500 -o "$out/dst-new-york-spring-forward.png"
run kline docs/examples/us-extended-hours-5m.csv --extended-hours shade --separators session --size 1200x600 -o "$out/sessions-us-extended.png"
run kline docs/examples/us-extended-hours-5m.csv --extended-hours shade --separators session --show-gaps --size 1200x600 -o "$out/sessions-us-show-gaps.png"
run kline Tests/Fixtures/SPY_D-2019-2020.csv --last 60 --show-gaps --size 1000x500 -o "$out/show-gaps-spy.png"
run kline "$data/daily/SPY_D.csv" --last 250 --panes VOL,MACD,KDJ,RSI --overlays BOLL --size 1200x900 -o "$out/spy-panes.png"
run timeline "$data/intraday/000001.XSHG_1MIN.csv" --date 2020-07-14 -o "$out/timeline-ashare.png"
run timeline "$data/intraday/000001.XSHG_1MIN.csv" --days 5 --locale zh -o "$out/timeline-5day.png"
run score "$data/basketball/stats_0021900001.json" -o "$out/score-game.png"
run score "$data/basketball/stats_0021900001.json" --at 40 -o "$out/score-mid-animation.png"
run kline "$data/weekly_monthly/2006-day-001.txt" --period 1w -o "$out/period-weekly.png" 2>/dev/null \
    || run kline "$data/intraday/2006-01-02-volume-min-001.txt" --period 1w -o "$out/period-weekly.png"
run kline "$data/intraday/000001.XSHG_1MIN.csv" --period 5m --last 150 --locale zh --colors cn -o "$out/period-5m-zh.png"
run kline "$data/awkward/WIKI-ORCL-2000-quandl.csv" --adjust forward --locale zh --colors cn -o "$out/adjust-orcl.png"
run kline "$data/weekly_monthly/BTCUSD.csv" --period 1M --price-scale log --theme docs/theme-example.json -o "$out/theme-file-monthly.png"
run kline "$data/weekly_monthly/BTCUSD.csv" --price-scale log --style line -o "$out/style-log-btc.png"
run kline "$data/daily/yahoofinance-AAPL-20040819-20180120.csv" --last 120 --style hollow --colors cn --theme dark -o "$out/style-hollow-dark.png"
run kline "$data/daily/yahoofinance-AAPL-20040819-20180120.csv" --last 120 --style ohlc -o "$out/style-ohlc.png"
run kline "$data/daily/yahoofinance-AAPL-20040819-20180120.csv" --last 120 --style heikin-ashi -o "$out/style-heikin-ashi.png"
run kline "$data/daily/SPY_D.csv" --from 2018-01-01 --style renko --box-size atr:14 --panes MACD -o "$out/style-renko.png"
run kline "$data/daily/SPY_D.csv" --from 2018-01-01 --style pnf --box-size 2 --reversal 3 -o "$out/style-pnf.png"
run kline "$data/daily/SPY_D.csv" --from 2018-01-01 --style kagi --box-size 3 -o "$out/style-kagi.png"
run kline "$data/daily/SPY_D.csv" --from 2019-06-01 --style line-break -o "$out/style-line-break.png"
run kline "$data/daily/SPY_D.csv" --last 250 --style area --price-scale percent -o "$out/style-area-percent.png"
run kline "$data/awkward/jpyusd_barchartdotcom.csv" --last 120 -o "$out/tiny-prices-jpy.png"
run kline "$data/awkward/贵州茅台.csv" --last 120 --locale zh --colors cn --panes VOL,MACD -o "$out/maotai-zh.png"
run kline "$data/daily/SPY_D.csv" --last 120 --theme nightclouds --watermark --crosshair 2020-06-11 -o "$out/style-nightclouds-crosshair.png"
# Your own data: an MA 5/20 crossover's trades as markers with its equity in a pane (docs/examples/ma-cross.py),
# price, vertical and trend lines; other instruments compared in percent.
run kline "$data/daily/SPY_D.csv" --last 230 --ma 5,20 --markers Tests/Fixtures/spy-ma-cross-markers.csv \
    --join Tests/Fixtures/spy-ma-cross-equity.csv --plot equity:line@new --fill-between equity:1 -o "$out/spy-ma-cross-strategy.png"
run kline "$data/daily/SPY_D.csv" --last 120 --hline 300:Support --vline 2020-06-11:Fed --aline 2020-03-23=218.26,2020-06-08=323.41 \
    --tline 2020-04-21,2020-05-14,2020-06-26 -o "$out/user-lines.png"
run kline "$data/daily/yahoofinance-SPY-20080101-20180101.csv" --last 250 --title SPY \
    --compare "$data/daily/yahoofinance-AAPL-20040819-20180120.csv" -o "$out/compare-aapl.png" 2>/dev/null
# TongDaXin formulas (docs/formulas.md): MACD as published, a channel over the price, momentum sticks with a slope
# line and a legend-only count, an up-volume ratio; then the TradingView set on SPY.
run kline "$data/awkward/贵州茅台.csv" --last 150 --locale zh --colors cn --panes VOL \
    --formula 'INPUT: SHORT(12), LONG(26), MID(9); DIF: EMA(CLOSE, SHORT) - EMA(CLOSE, LONG); DEA: EMA(DIF, MID); MACD: (DIF - DEA) * 2, COLORSTICK;' \
    --formula 'OVERLAY; MID: EMA(C, 20), COLORBROWN; UPPER: MID + 2 * MA(H - L, 10), COLORGRAY, DOTLINE; LOWER: MID - 2 * MA(H - L, 10), COLORGRAY, DOTLINE;' \
    --formula 'MOM: C - REF(C, 10), STICK, COLORBLUE; SLP: SLOPE(C, 10) * 10, COLORRED, LINETHICK2; SINCE: BARSLAST(CROSS(MA(C, 5), MA(C, 20))), NODRAW;' \
    --formula 'INPUT: N(5); UPVOL := SUM(IF(C > REF(C, 1), V, 0), N); DNVOL := SUM(IF(C < REF(C, 1), V, 0), N); RATIO: UPVOL / (UPVOL + DNVOL) * 100;' \
    --size 1200x1000 -o "$out/formula-panes-maotai.png" 2>/dev/null
run kline "$data/daily/SPY_D.csv" --last 200 --overlays ICHIMOKU --panes STOCHRSI,ADX,MFI,CMF --size 1200x1000 -o "$out/tradingview-ichimoku-spy.png"
run kline "$data/daily/SPY_D.csv" --last 200 --overlays SUPERTREND,KC --panes VOL,AROON,ULTOSC --size 1200x900 -o "$out/tradingview-supertrend-spy.png"
echo "gallery: $(ls "$out"/*.png | wc -l) pictures in $out" >&2
